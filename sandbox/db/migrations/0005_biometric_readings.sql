CREATE TABLE "biometric_readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"sponsor_slug" text NOT NULL,
	"type" text NOT NULL,
	"verification_status" text NOT NULL,
	"device_serial" text,
	"sample_sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biometric_readings" ADD CONSTRAINT "biometric_readings_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_readings" ADD CONSTRAINT "biometric_readings_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biometric_readings_beneficiary" ON "biometric_readings" USING btree ("beneficiary_id");