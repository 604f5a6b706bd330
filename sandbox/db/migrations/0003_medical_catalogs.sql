CREATE TABLE "medical_branch_product_types" (
	"branch_id" integer NOT NULL,
	"product_type_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "medical_branch_product_types_branch_id_product_type_slug_pk" PRIMARY KEY("branch_id","product_type_slug")
);
--> statement-breakpoint
CREATE TABLE "medical_diagnoses" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tags" text[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_type_slug" text NOT NULL,
	"code" text NOT NULL,
	"country_code" text NOT NULL,
	"brand" text,
	"composition" text,
	"drug_form_slug" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_provider_sponsor_products" (
	"provider_slug" text NOT NULL,
	"sponsor_slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"provider_product_code" text NOT NULL,
	"sponsor_product_code" text NOT NULL,
	"outpatient_care" boolean DEFAULT false NOT NULL,
	CONSTRAINT "medical_provider_sponsor_products_provider_slug_sponsor_slug_product_id_pk" PRIMARY KEY("provider_slug","sponsor_slug","product_id")
);
--> statement-breakpoint
CREATE TABLE "medical_specialties" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_provider_sponsor_products" ADD CONSTRAINT "medical_provider_sponsor_products_product_id_medical_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."medical_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_diagnoses_code_prefix" ON "medical_diagnoses" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medical_diagnoses_tags" ON "medical_diagnoses" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "medical_products_type_name" ON "medical_products" USING btree ("product_type_slug","country_code","name","id");--> statement-breakpoint
CREATE INDEX "medical_products_code_prefix" ON "medical_products" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medical_provider_sponsor_products_product" ON "medical_provider_sponsor_products" USING btree ("product_id");