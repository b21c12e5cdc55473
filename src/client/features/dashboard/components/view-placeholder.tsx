import type { ViewDefinition } from '../dashboard-views';
import './view-placeholder.css';

/** A tidy stand-in for a dashboard view whose feature is not built yet. */
export function ViewPlaceholder({ definition, tab }: { definition: ViewDefinition; tab?: string }) {
  return (
    <div className="view-placeholder">
      <p className="view-placeholder__badge">Coming soon</p>
      <p className="view-placeholder__text">
        {definition.title} is on its way. {definition.summary}
      </p>
      {tab && <p className="view-placeholder__tab">Opening on the “{tab}” tab.</p>}
    </div>
  );
}
