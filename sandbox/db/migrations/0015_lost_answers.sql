-- Fault injection: "do the work, then lose the answer" (answer 500, or reset the connection), and
-- faults limited to one HTTP method (issue 17 §4; docs/api-contract.md "Sandbox-only calls").
ALTER TABLE sandbox_faults ADD COLUMN lose_answer text;
ALTER TABLE sandbox_faults ADD COLUMN method text;
