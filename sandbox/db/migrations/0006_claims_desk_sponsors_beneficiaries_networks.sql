CREATE TABLE "beneficiary_lookup_forms" (
	"sponsor_slug" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "beneficiary_lookup_forms_sponsor_slug_slug_pk" PRIMARY KEY("sponsor_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "provider_transaction_coverage_types" (
	"provider_slug" text NOT NULL,
	"sponsor_slug" text NOT NULL,
	"transaction_type" text NOT NULL,
	"coverage_type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"product_types" text[] NOT NULL,
	"requires_prescription" boolean NOT NULL,
	CONSTRAINT "provider_transaction_coverage_types_provider_slug_sponsor_slug_transaction_type_pk" PRIMARY KEY("provider_slug","sponsor_slug","transaction_type")
);
--> statement-breakpoint
CREATE TABLE "sponsor_network_providers" (
	"sponsor_slug" text NOT NULL,
	"provider_slug" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "sponsor_network_providers_sponsor_slug_provider_slug_pk" PRIMARY KEY("sponsor_slug","provider_slug")
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "plan_code" text DEFAULT 'BASIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "plan_name" text DEFAULT 'Plan Básico' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "coverage_plan" text DEFAULT 'PBS' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "currency_code" text DEFAULT 'DOP' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "biometric_verification_method" text;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "product_display_configurations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "required_beneficiary_data" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "automatic_dispensation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "manual_authorizations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "requires_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "default_product_code" text;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "text_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_lookup_forms" ADD CONSTRAINT "beneficiary_lookup_forms_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transaction_coverage_types" ADD CONSTRAINT "provider_transaction_coverage_types_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_network_providers" ADD CONSTRAINT "sponsor_network_providers_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_network_providers_provider" ON "sponsor_network_providers" USING btree ("provider_slug");--> statement-breakpoint
CREATE INDEX "sponsor_network_providers_sponsor_name" ON "sponsor_network_providers" USING btree ("sponsor_slug","name");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_owner_id_beneficiaries_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_sponsor_document" ON "beneficiaries" USING btree ("sponsor_slug","identity_document_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_sponsor_member_code" ON "beneficiaries" USING btree ("sponsor_slug","member_code");--> statement-breakpoint
CREATE INDEX "beneficiaries_sponsor_birth_name" ON "beneficiaries" USING btree ("sponsor_slug","date_of_birth","name");--> statement-breakpoint
CREATE INDEX "beneficiaries_owner" ON "beneficiaries" USING btree ("owner_id");