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
import { parseDisplayOrder, type GalleryImage } from '../../../../shared/features/gallery.schema.js';

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

interface TileProps {
  item: OrderedImage;
  onOrderChange: (value: number) => void;
}

function SortableTile({ item, onOrderChange }: TileProps) {
  const inputId = useId();
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
    </li>
  );
}

export interface ReorderBoardProps {
  items: OrderedImage[];
  onChange: (items: OrderedImage[]) => void;
  /** The id of the instructions shown above the board. */
  describedBy?: string;
}

/**
 * Reorder mode: drag and drop (mouse, touch, keyboard) renumbers every image;
 * a typed number sets one image's order (SPEC §5: negative ignored, non-numeric 0).
 */
export function ReorderBoard({ items, onChange, describedBy }: ReorderBoardProps) {
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
              onOrderChange={(value) => onChange(items.map((other) => (other.image.id === item.image.id ? { ...other, displayOrder: value } : other)))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
