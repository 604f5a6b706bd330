CREATE TABLE "settlement_claims" (
	"settlement_id" uuid NOT NULL,
	"claim_id" integer NOT NULL,
	CONSTRAINT "settlement_claims_settlement_id_claim_id_pk" PRIMARY KEY("settlement_id","claim_id"),
	CONSTRAINT "settlement_claims_claim_key" UNIQUE("claim_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"settlement_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_manual_authorizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"settlement_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "settlement_manual_authorizations_settlement_key" UNIQUE("settlement_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"sponsor_slug" text NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"sponsor_settlement_id" text,
	"sponsor_medical_account_number" text,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"invoice_number" text,
	"invoice_date" date,
	"invoice_amount" numeric(14, 2),
	"tax_receipt_number" text,
	"tax_receipt_date" date,
	"tax_receipt_expiry_date" date
);
--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_files" ADD CONSTRAINT "settlement_files_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_manual_authorizations" ADD CONSTRAINT "settlement_manual_authorizations_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_files_settlement" ON "settlement_files" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_provider_created" ON "settlements" USING btree ("provider_slug","created_at" DESC NULLS LAST,"id");