-- Saved views of the portal's grids (issue 7 §3b; docs/api-contract.md "Saved views", an addition
-- to the contract): a named set of filters, sort, columns and row density of one resource's list,
-- per user, so that it follows the user to another machine. Filters never hold a PHI filter: the
-- API refuses them (the resource declaration's `phi` keys).
CREATE TABLE saved_views (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource text NOT NULL,
  name text NOT NULL,
  filters jsonb NOT NULL,
  sort jsonb,
  columns text[] NOT NULL,
  density text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One name per user and resource: saving under a name again replaces that view.
CREATE UNIQUE INDEX saved_views_name ON saved_views (user_id, resource, lower(name));
