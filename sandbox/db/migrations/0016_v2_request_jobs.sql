-- The authorization request's polled phase goes through the one jobs table (issue 18 §2; DESIGN.md
-- §10 "one jobs table for every 202/polled process"; 000 §4, §7): the request keeps what it is
-- (payload, completed_at) and the job it was accepted with; its IN_PROGRESS / ERROR / CREATED
-- status, poll count and error message are the job's (status, polls, message). A request is
-- IN_PROGRESS while its job runs, ERROR when the job failed, CREATED once the job completed, and
-- COMPLETED once completed_at is set.
ALTER TABLE v2_authorization_requests ADD COLUMN job_id text REFERENCES jobs (id);

-- Requests made before this migration get a job recording where they were.
INSERT INTO jobs (id, kind, provider_slug, user_id, subject, status, steps, polls, total, processed, failed,
                  input, message, created_at, updated_at)
SELECT gen_random_uuid()::text, 'v2-authorization-request', r.provider_slug, NULL, r.id::text,
       CASE WHEN r.status = 'IN_PROGRESS' THEN 'IN_PROGRESS' WHEN r.status = 'ERROR' THEN 'ERROR' ELSE 'COMPLETED' END,
       2, r.polls, 1,
       CASE WHEN r.status IN ('CREATED', 'COMPLETED') THEN 1 ELSE 0 END,
       CASE WHEN r.status = 'ERROR' THEN 1 ELSE 0 END,
       '{}'::jsonb, r.error_message, r.created_at, r.created_at
FROM v2_authorization_requests r;
UPDATE v2_authorization_requests r SET job_id = j.id
FROM jobs j WHERE j.kind = 'v2-authorization-request' AND j.subject = r.id::text;

ALTER TABLE v2_authorization_requests ALTER COLUMN job_id SET NOT NULL;
ALTER TABLE v2_authorization_requests DROP COLUMN status;
ALTER TABLE v2_authorization_requests DROP COLUMN polls;
ALTER TABLE v2_authorization_requests DROP COLUMN error_message;
