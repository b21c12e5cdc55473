import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { CAPTION_MAX_LENGTH, captionOf, parseDisplayOrder, type GalleryImage } from '../../../../shared/features/gallery.schema.js';

/** SPEC §9 drag sensor constants. */
export const DRAG_DISTANCE_PX = 8;
export const TOUCH_DELAY_MS = 100;
export const TOUCH_TOLERANCE_PX = 5;
export const KEYBOARD_STEP_PX = 25;

const STEPS: Record<string, [number, number]> = {
  ArrowRight: [KEYBOARD_STEP_PX, 0],
  ArrowLeft: [-KEYBOARD_STEP_PX, 0],
  ArrowDown: [0, KEYBOARD_STEP_PX],
  ArrowUp: [0, -KEYBOARD_STEP_PX],
};

export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + step[0], y: currentCoordinates.y + step[1] };
};

export interface OrderedImage {
  image: GalleryImage;
  displayOrder: number;
}

/** What the owner may change besides the order: captions, and the folder card's picture. */
export interface TileExtras {
  /** Called when a caption field is left with a changed value. */
  onCaptionChange?: (image: GalleryImage, caption: string) => void;
  /** The image shown on the folder's card, and how to pick another; absent when the gallery has no folder. */
  cover?: { imageId: string | null; onPick: (image: GalleryImage) => void };
}

interface TileProps extends TileExtras {
  item: OrderedImage;
  onOrderChange: (value: number) => void;
}

function SortableTile({ item, onOrderChange, onCaptionChange, cover }: TileProps) {
  const inputId = useId();
  const captionId = useId();
  const isCover = cover?.imageId === item.image.id;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.image.id });
  return (
    <li
      ref={setNodeRef}
      className={`reorder-tile${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="reorder-tile"
    >
      <button type="button" className="reorder-tile__handle" aria-label={`Drag ${item.image.filename}`} {...attributes} {...listeners}>
        <img src={item.image.thumb.url} alt="" width={item.image.thumb.width} height={item.image.thumb.height} draggable={false} />
      </button>
      <label htmlFor={inputId} className="reorder-tile__label">
        Order of {item.image.filename}
      </label>
      <input
        id={inputId}
        className="field__control reorder-tile__input"
        inputMode="numeric"
        defaultValue={String(item.displayOrder)}
        key={item.displayOrder}
        onBlur={(event) => {
          const value = parseDisplayOrder(event.target.value);
          if (value === null) event.target.value = String(item.displayOrder);
          else onOrderChange(value);
        }}
      />
      {onCaptionChange && (
        <>
          <label htmlFor={captionId} className="reorder-tile__label">
            Caption of {item.image.filename}
          </label>
          <input
            id={captionId}
            className="field__control reorder-tile__input"
            defaultValue={item.image.caption ?? ''}
            placeholder={captionOf({ caption: null, filename: item.image.filename })}
            maxLength={CAPTION_MAX_LENGTH}
            onBlur={(event) => {
              const caption = event.target.value.trim();
              if (caption !== (item.image.caption ?? '')) onCaptionChange(item.image, caption);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </>
      )}
      {cover && (
        <button
          type="button"
          className={`reorder-tile__cover${isCover ? ' is-cover' : ''}`}
          aria-label={isCover ? `${item.image.filename} is the folder cover` : `Make ${item.image.filename} the folder cover`}
          onClick={() => cover.onPick(item.image)}
          disabled={isCover}
        >
          {isCover ? 'Folder cover' : 'Make folder cover'}
        </button>
      )}
    </li>
  );
}

export interface ReorderBoardProps extends TileExtras {
  items: OrderedImage[];
  onChange: (items: OrderedImage[]) => void;
  /** The id of the instructions shown above the board. */
  describedBy?: string;
}

/**
 * Reorder mode: drag and drop (mouse, touch, keyboard) renumbers every image;
 * a typed number sets one image's order (SPEC §5: negative ignored, non-numeric 0).
 */
export function ReorderBoard({ items, onChange, describedBy, ...extras }: ReorderBoardProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.image.id === active.id);
    const to = items.findIndex((item) => item.image.id === over.id);
    onChange(arrayMove(items, from, to).map((item, index) => ({ ...item, displayOrder: index })));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.image.id)} strategy={rectSortingStrategy}>
        <ol className="reorder-board" aria-label="Reorder images" aria-describedby={describedBy}>
          {items.map((item) => (
            <SortableTile
              key={item.image.id}
              item={item}
              {...extras}
              onOrderChange={(value) => onChange(items.map((other) => (other.image.id === item.image.id ? { ...other, displayOrder: value } : other)))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
