CREATE TABLE "dispensations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispensations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 7001 CACHE 1),
	"provider_slug" text NOT NULL,
	"request_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"document_code" text NOT NULL,
	"job_id" text NOT NULL,
	"status" text NOT NULL,
	"currency_code" text NOT NULL,
	"products" jsonb NOT NULL,
	"external_verifications" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" numeric(14, 2),
	"amount" numeric(14, 2),
	"document_number" text,
	"document_date" text,
	"provider_transaction_id" text,
	"completed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_request_id_v2_authorization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."v2_authorization_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispensations_document" ON "dispensations" USING btree ("provider_slug","document_code");--> statement-breakpoint
CREATE INDEX "dispensations_request" ON "dispensations" USING btree ("request_id");