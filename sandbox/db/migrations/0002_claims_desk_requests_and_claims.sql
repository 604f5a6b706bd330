CREATE TABLE "claim_details" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"invoice_number" text,
	"invoice_date" text,
	"invoice_amount" numeric(14, 2),
	"doctor_license_number" text,
	"doctor_name" text,
	"doctor_specialty" text,
	"biometric_reading_id" text,
	"provider_transaction_id" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"document_type_slug" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_desk_authorization_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"document_type_slug" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"attached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_desk_authorizations" (
	"authorization_id" integer PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"product_type" text NOT NULL,
	"products" jsonb NOT NULL,
	"diagnoses" jsonb NOT NULL,
	"treatments" jsonb NOT NULL,
	"doctor" jsonb NOT NULL,
	"biometric_reading_id" text,
	"copayment" numeric(14, 2) NOT NULL,
	"coinsurance_percent" numeric(14, 2) NOT NULL,
	"total_to_pay" numeric(14, 2) NOT NULL,
	"required_documents" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_details" ADD CONSTRAINT "claim_details_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_desk_authorization_files" ADD CONSTRAINT "claims_desk_authorization_files_request_id_v2_authorization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."v2_authorization_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_desk_authorization_files" ADD CONSTRAINT "claims_desk_authorization_files_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_desk_authorizations" ADD CONSTRAINT "claims_desk_authorizations_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_desk_authorizations" ADD CONSTRAINT "claims_desk_authorizations_request_id_v2_authorization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."v2_authorization_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_files_claim" ON "claim_files" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_desk_authorization_files_authorization" ON "claims_desk_authorization_files" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "claims_desk_authorizations_request" ON "claims_desk_authorizations" USING btree ("request_id");