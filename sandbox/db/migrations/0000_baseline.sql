CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"family_id" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"caller" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"content_type" text,
	"location" text,
	"created_at" timestamp with time zone NOT NULL,
	"in_progress" boolean DEFAULT false NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("key","caller")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"country_code" text NOT NULL,
	"web_title" text NOT NULL,
	"locale" text NOT NULL,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"path_prefix" text NOT NULL,
	"status" integer,
	"remaining" integer NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"username" text,
	"created_at" timestamp with time zone NOT NULL,
	"error_code" text,
	"message" text,
	"lose_answer" text,
	"method" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"password_hash" text NOT NULL,
	"provider_slug" text NOT NULL,
	"provider_branch_id" integer,
	"locale" text NOT NULL,
	"phone" text,
	"is_branded_user" boolean DEFAULT false NOT NULL,
	"branded_role" text,
	"is_rcm_user" boolean DEFAULT false NOT NULL,
	"rcm_user_roles" text[] DEFAULT '{}' NOT NULL,
	"is_user_without_claims" boolean DEFAULT false NOT NULL,
	"tfa_required" boolean DEFAULT false NOT NULL,
	"tfa_methods" text[] DEFAULT '{}' NOT NULL,
	"tfa_failed_attempts" integer DEFAULT 0 NOT NULL,
	"tfa_locked_until" timestamp with time zone,
	"password_rotation_required" boolean DEFAULT false NOT NULL,
	"terms_acceptance_required" boolean DEFAULT false NOT NULL,
	"terms_slug" text,
	"sponsor_text_overrides" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_username_key" UNIQUE("username"),
	CONSTRAINT "users_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"authorization_code" text NOT NULL,
	"provider_slug" text NOT NULL,
	"provider_branch_id" integer NOT NULL,
	"sponsor_slug" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"coverage_type" text NOT NULL,
	"status" text NOT NULL,
	"sponsor_transaction_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"is_required_external_sponsor_validations" boolean DEFAULT false NOT NULL,
	"reimbursement_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "authorizations_authorization_code_key" UNIQUE("authorization_code")
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" integer PRIMARY KEY NOT NULL,
	"sponsor_slug" text NOT NULL,
	"name" text NOT NULL,
	"identity_document_type" text NOT NULL,
	"identity_document_id" text NOT NULL,
	"member_code" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"sex" text NOT NULL,
	"email" text,
	"phone" text,
	"owner" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"provider_slug" text NOT NULL,
	"claim_status" text NOT NULL,
	"uploaded_files" integer NOT NULL,
	"total_files_to_upload" integer NOT NULL,
	"satisfies_documents_policy" boolean GENERATED ALWAYS AS (total_files_to_upload = 0 OR uploaded_files = total_files_to_upload) STORED,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_authorization_id_key" UNIQUE("authorization_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_slug" text NOT NULL,
	"user_id" text,
	"subject" text,
	"status" text NOT NULL,
	"steps" integer DEFAULT 2 NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error_code" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"category" text,
	"biometric_verification_required" boolean DEFAULT false NOT NULL,
	"allow_beneficiary_data_update" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_event_restrictions" (
	"user_id" text NOT NULL,
	"restricted_event" text NOT NULL,
	CONSTRAINT "account_event_restrictions_pkey" PRIMARY KEY("user_id","restricted_event")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"invoice_number" text NOT NULL,
	"healthcare_plan_coverage" text NOT NULL,
	"origin_event_id" text NOT NULL,
	"parent_event_id" text,
	"child_events" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"origin_event_creation_date_time" timestamp with time zone NOT NULL,
	"invoice_date_time" timestamp with time zone,
	"payer_slug" text NOT NULL,
	"payer_name" text NOT NULL,
	"invoice_amount" numeric(14, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"required_support_documents" integer NOT NULL,
	"uploaded_support_documents" integer NOT NULL,
	"required_support_documents_completed" boolean NOT NULL,
	"missing_support_codes" text[] DEFAULT '{}' NOT NULL,
	"agreement_code" text NOT NULL,
	"agreement_name" text NOT NULL,
	"agreement_plan_type" text NOT NULL,
	"status" text,
	"service_types" text[] NOT NULL,
	"service_type_name" text NOT NULL,
	"executor_service" text NOT NULL,
	"invoice_source" text NOT NULL,
	"multiple_patient_account" boolean NOT NULL,
	"multiple_event_same_patient_account" boolean NOT NULL,
	"regime" text NOT NULL,
	"patient_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_document_type" text NOT NULL,
	"patient_document_number" text NOT NULL,
	"responsible_email_address" text,
	"responsible_name" text,
	"reassigned_account" boolean NOT NULL,
	"reassigned_account_id" uuid,
	"reassigned_invoice_number" text,
	"rip_cuv_files_completed" boolean NOT NULL,
	"cost_center_name" text NOT NULL,
	"cost_center_code" text NOT NULL,
	"settlement_group_id" text,
	"origin_invoice_group_id" text,
	"settlement_number" text,
	"external_id" text,
	"authorization_id" text,
	"invoice_origin_provider_branch_name" text NOT NULL,
	"concurrent_audit_required" boolean NOT NULL,
	"has_unconfigured_products" boolean NOT NULL,
	"last_change_reason" text,
	"build_state" text DEFAULT 'PENDING' NOT NULL,
	"package_generated_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(invoice_number || ' ' || patient_id || ' ' || patient_name)) STORED
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"service_type" text NOT NULL,
	"diagnosis_code" text NOT NULL,
	"diagnosis_name" text NOT NULL,
	"provider_product_code" text NOT NULL,
	"required_support_documents" integer NOT NULL,
	"uploaded_support_documents" integer NOT NULL,
	"required_support_documents_completed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"origin_event_creation_date_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rcm_agreements" (
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"agreement_name" text NOT NULL,
	"payer_slug" text NOT NULL,
	CONSTRAINT "rcm_agreements_pkey" PRIMARY KEY("provider_slug","agreement_code")
);
--> statement-breakpoint
CREATE TABLE "rcm_catalogue" (
	"provider_slug" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rcm_catalogue_pkey" PRIMARY KEY("provider_slug","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "rcm_payers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rcm_responsibles" (
	"provider_slug" text NOT NULL,
	"email_address" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "rcm_responsibles_pkey" PRIMARY KEY("provider_slug","email_address")
);
--> statement-breakpoint
CREATE TABLE "rcm_role_statuses" (
	"provider_slug" text NOT NULL,
	"role" text NOT NULL,
	"statuses" text[] NOT NULL,
	CONSTRAINT "rcm_role_statuses_pkey" PRIMARY KEY("provider_slug","role")
);
--> statement-breakpoint
CREATE TABLE "support_file_restrictions" (
	"user_id" text NOT NULL,
	"file_code" text NOT NULL,
	CONSTRAINT "support_file_restrictions_pkey" PRIMARY KEY("user_id","file_code")
);
--> statement-breakpoint
CREATE TABLE "support_file_types" (
	"file_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_configurations" (
	"provider_slug" text NOT NULL,
	"section" text NOT NULL,
	"view_name" text NOT NULL,
	"excluded_columns" text[] DEFAULT '{}' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "view_configurations_pkey" PRIMARY KEY("provider_slug","section","view_name")
);
--> statement-breakpoint
CREATE TABLE "account_change_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason_of_change" text,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_restricted_events" (
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"restricted_event" text NOT NULL,
	CONSTRAINT "account_restricted_events_pkey" PRIMARY KEY("account_id","user_id","restricted_event")
);
--> statement-breakpoint
CREATE TABLE "account_support_file_restrictions" (
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"file_code" text NOT NULL,
	CONSTRAINT "account_support_file_restrictions_pkey" PRIMARY KEY("account_id","user_id","file_code")
);
--> statement-breakpoint
CREATE TABLE "audit_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"charge_id" uuid,
	"audit_type" text NOT NULL,
	"category" text NOT NULL,
	"comment" text NOT NULL,
	"private_comment" boolean DEFAULT false NOT NULL,
	"beneficiary_comment" boolean DEFAULT true NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"sort" jsonb,
	"columns" text[] NOT NULL,
	"density" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"charge_id" uuid,
	"support_level" text NOT NULL,
	"status" text NOT NULL,
	"file_code" text NOT NULL,
	"required" boolean NOT NULL,
	"product_code" text,
	"product_name" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"sha256" text,
	"is_restricted_as_account_level" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone,
	"uploaded_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_settlement_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pre_settlement_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_settlement_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pre_settlement_id" uuid NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "pre_settlement_invoices" (
	"pre_settlement_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "pre_settlement_invoices_pkey" PRIMARY KEY("pre_settlement_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "pre_settlement_package_folders" (
	"provider_slug" text PRIMARY KEY NOT NULL,
	"package_folder" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"origin_invoice_group_id" text NOT NULL,
	"path" text NOT NULL,
	"status" text NOT NULL,
	"settlement_number" text NOT NULL,
	"delivery_responsible" text NOT NULL,
	"payer_name" text NOT NULL,
	"sent_date" timestamp with time zone,
	"agreement_codes" text[] NOT NULL,
	"invoice_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(settlement_number || ' ' || origin_invoice_group_id)) STORED,
	CONSTRAINT "pre_settlements_provider_slug_origin_invoice_group_id_key" UNIQUE("provider_slug","origin_invoice_group_id")
);
--> statement-breakpoint
CREATE TABLE "rcm_agreement_configurations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"hash" text NOT NULL,
	"build_package_configuration_id" uuid,
	"tax_identification_number" text,
	"sponsor_type" text,
	"concurrency" boolean DEFAULT false NOT NULL,
	"responsible" text,
	"regulation_2275_active" boolean DEFAULT false NOT NULL,
	"regulation_2275_start_date" date,
	"regulation_2275_cuv_format" text,
	"regulation_2275_with_validation_results" boolean DEFAULT false NOT NULL,
	"file_format_fields" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "rcm_agreement_configurations_provider_slug_agreement_code_key" UNIQUE("provider_slug","agreement_code")
);
--> statement-breakpoint
CREATE TABLE "rcm_agreement_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"service_type" text NOT NULL,
	"service_type_fallback_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rcm_agreement_services_provider_slug_agreement_code_service_key" UNIQUE("provider_slug","agreement_code","service_type")
);
--> statement-breakpoint
CREATE TABLE "rcm_audit_configurations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"service_type" text NOT NULL,
	"plan_coverage" text,
	"min_invoice_amount" numeric(14, 2) NOT NULL,
	"max_invoice_amount" numeric(14, 2),
	"audit_type" text NOT NULL,
	"pmis" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rcm_package_configurations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"delivery_channel" text NOT NULL,
	"export_route" text NOT NULL,
	"separate_files" boolean NOT NULL,
	"package_folder_name" text NOT NULL,
	"package_type" text NOT NULL,
	"export_type" text NOT NULL,
	"file_format_name" text,
	"split_file_size_mb" integer,
	"split_file_suffix" text,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "rcm_package_configurations_provider_slug_agreement_code_key" UNIQUE("provider_slug","agreement_code"),
	CONSTRAINT "rcm_package_configurations_delivery_channel_check" CHECK ("rcm_package_configurations"."delivery_channel" IN ('EMAIL', 'VIRTUAL_DIRECTORY', 'S3', 'API', 'SFTP')),
	CONSTRAINT "rcm_package_configurations_package_type_check" CHECK ("rcm_package_configurations"."package_type" IN ('PDF', 'PDF_ZIP')),
	CONSTRAINT "rcm_package_configurations_export_type_check" CHECK ("rcm_package_configurations"."export_type" IN ('PER_INVOICE', 'PER_SETTLEMENT')),
	CONSTRAINT "rcm_package_configurations_split_file_size_mb_check" CHECK ("rcm_package_configurations"."split_file_size_mb" BETWEEN 1 AND 2048)
);
--> statement-breakpoint
CREATE TABLE "rcm_agreement_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"healthcare_coverage_id" text NOT NULL,
	"provider_payer_service_id" uuid,
	CONSTRAINT "rcm_agreement_products_provider_slug_agreement_code_product_key" UNIQUE("provider_slug","agreement_code","product_code")
);
--> statement-breakpoint
CREATE TABLE "rcm_product_support_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"provider_payer_product_id" uuid NOT NULL,
	"provider_payer_service_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"file_code" text NOT NULL,
	"level" text NOT NULL,
	"support_type_slug" text NOT NULL,
	CONSTRAINT "rcm_product_support_documents_provider_payer_product_id_pro_key" UNIQUE("provider_payer_product_id","provider_payer_service_id","file_code","level"),
	CONSTRAINT "rcm_product_support_documents_level_check" CHECK ("rcm_product_support_documents"."level" IN ('ACCOUNT', 'CHARGE', 'EVENT'))
);
--> statement-breakpoint
CREATE TABLE "rcm_service_support_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"agreement_code" text NOT NULL,
	"provider_payer_service_id" uuid NOT NULL,
	"file_code" text NOT NULL,
	"level" text NOT NULL,
	"support_type_slug" text NOT NULL,
	CONSTRAINT "rcm_service_support_documents_provider_payer_service_id_fil_key" UNIQUE("provider_payer_service_id","file_code","level"),
	CONSTRAINT "rcm_service_support_documents_level_check" CHECK ("rcm_service_support_documents"."level" IN ('ACCOUNT', 'CHARGE', 'EVENT'))
);
--> statement-breakpoint
CREATE TABLE "rcm_provider_products" (
	"provider_slug" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"configured" boolean DEFAULT false NOT NULL,
	"default_billing_code" text,
	"unit_of_measure" text,
	"requires_support_documents" boolean DEFAULT false NOT NULL,
	"support_file_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreement_billing_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_group" jsonb,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "rcm_provider_products_pkey" PRIMARY KEY("provider_slug","product_code"),
	CONSTRAINT "rcm_provider_products_unit_of_measure_check" CHECK ("rcm_provider_products"."unit_of_measure" IN ('UNIT', 'SESSION', 'DAY', 'HOUR', 'DOSE', 'MILLILITER', 'STUDY'))
);
--> statement-breakpoint
CREATE TABLE "ai_document_configurations" (
	"provider_slug" text NOT NULL,
	"support_file_code" text NOT NULL,
	"analysis_type" text NOT NULL,
	"agreement_codes" text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "ai_document_configurations_pkey" PRIMARY KEY("provider_slug","support_file_code")
);
--> statement-breakpoint
CREATE TABLE "ai_validation_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"support_file_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"event_date_time" timestamp with time zone NOT NULL,
	"analysed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glosa_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"glosa_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"comment" text NOT NULL,
	"accepted_value" numeric(14, 2) NOT NULL,
	"author_email" text NOT NULL,
	"author_name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "glosa_comments_event_type_check" CHECK ("glosa_comments"."event_type" IN ('COMMENT', 'NOTHING'))
);
--> statement-breakpoint
CREATE TABLE "glosa_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"file_reference_id" text NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text NOT NULL,
	"job_id" text,
	"error_code" text,
	"rows_loaded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "glosa_files_type_check" CHECK ("glosa_files"."type" IN ('GLOSS', 'RETURN'))
);
--> statement-breakpoint
CREATE TABLE "glosas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"file_id" uuid,
	"invoice_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"payer" text NOT NULL,
	"type" text NOT NULL,
	"filing_date" date,
	"gloss_notification_date" date NOT NULL,
	"notification_quantity" integer NOT NULL,
	"days_response" integer NOT NULL,
	"objection_category" text,
	"invoiced_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"glossed_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"charge_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"accepted_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"reason" text,
	"glosa_status" text NOT NULL,
	"slug" text NOT NULL,
	"glosa_code" text,
	"glosa_description" text,
	"cups_code" text,
	"main_cause" text,
	"secondary_cause" text,
	"credit_note_required" boolean DEFAULT false NOT NULL,
	"rips_required" boolean DEFAULT false NOT NULL,
	"cuv_required" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "glosas_type_check" CHECK ("glosas"."type" IN ('GLOSS', 'RETURN'))
);
--> statement-breakpoint
CREATE TABLE "br_sending_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"attempt_date" timestamp with time zone NOT NULL,
	"account_status" text NOT NULL,
	"response_message" text NOT NULL,
	"protocol" text,
	CONSTRAINT "br_sending_attempts_account_status_check" CHECK ("br_sending_attempts"."account_status" IN ('SENT', 'SEND_ERROR'))
);
--> statement-breakpoint
CREATE TABLE "br_sending_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"account_id" uuid,
	"invoice_number" text NOT NULL,
	"invoice_source" text NOT NULL,
	"payer_name" text NOT NULL,
	"settlement_number" text,
	"worker_service" text NOT NULL,
	"sent_date" timestamp with time zone NOT NULL,
	"account_status" text NOT NULL,
	"invoice_total_amount" numeric(14, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"settlement_number_received_at" timestamp with time zone,
	"correction_deadline" timestamp with time zone,
	"billed_location" text NOT NULL,
	"protocol" text,
	"external_id" text,
	"movement_type" text NOT NULL,
	"reason" text,
	"xml_delivery" boolean NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(invoice_number || ' ' || coalesce(settlement_number, '') || ' ' || coalesce(protocol, '') || ' ' || coalesce(external_id, ''))) STORED,
	CONSTRAINT "br_sending_records_worker_service_check" CHECK ("br_sending_records"."worker_service" IN ('SIAD', 'ORIZON')),
	CONSTRAINT "br_sending_records_account_status_check" CHECK ("br_sending_records"."account_status" IN ('SENT', 'SEND_ERROR'))
);
--> statement-breakpoint
CREATE TABLE "provider_keys_configuration_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"worker_slug" text NOT NULL,
	"action" text NOT NULL,
	"username" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_date" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_keys_configuration_log_action_check" CHECK ("provider_keys_configuration_log"."action" IN ('CREATED', 'UPDATED'))
);
--> statement-breakpoint
CREATE TABLE "provider_keys_configurations" (
	"provider_slug" text NOT NULL,
	"worker_type" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "provider_keys_configurations_pkey" PRIMARY KEY("provider_slug","worker_type"),
	CONSTRAINT "provider_keys_configurations_worker_type_check" CHECK ("provider_keys_configurations"."worker_type" IN ('SIAD', 'ORIZON'))
);
--> statement-breakpoint
CREATE TABLE "authorization_forms" (
	"sponsor_slug" text NOT NULL,
	"form_slug" text NOT NULL,
	"fallback_name" text NOT NULL,
	"authorization_coverage" text,
	"authorization_action" text,
	"fields" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "authorization_forms_pkey" PRIMARY KEY("sponsor_slug","form_slug")
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "v2_authorization_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"metadata_comment" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"field_slug" text,
	"authorization_form_field_id" text,
	"document_type_slug" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "v2_authorization_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_authorizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"authorization_code" text NOT NULL,
	"provider_slug" text NOT NULL,
	"sponsor_slug" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"coverage_type" text NOT NULL,
	"status" text NOT NULL,
	"detail_form_slug" text,
	"reimbursement_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_additional_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "v2_additional_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"reimbursement_id" text,
	"product_id" integer,
	"product_type_slug" text NOT NULL,
	"quantity" integer NOT NULL,
	"provider_product_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_request_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"coverage" text NOT NULL,
	"document_type_slug" text NOT NULL,
	"product_type" text,
	"provider_product_code" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"attached_file_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_request_items" (
	"request_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"products" jsonb NOT NULL,
	CONSTRAINT "v2_authorization_request_items_pkey" PRIMARY KEY("request_id","authorization_id")
);
--> statement-breakpoint
CREATE TABLE "v2_authorization_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "v2_authorization_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"provider_slug" text NOT NULL,
	"sponsor_slug" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"job_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_branches" ADD CONSTRAINT "provider_branches_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_branch_id_provider_branches_id_fk" FOREIGN KEY ("provider_branch_id") REFERENCES "public"."provider_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_provider_branch_id_provider_branches_id_fk" FOREIGN KEY ("provider_branch_id") REFERENCES "public"."provider_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_sponsor_slug_sponsors_slug_fk" FOREIGN KEY ("sponsor_slug") REFERENCES "public"."sponsors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_event_restrictions" ADD CONSTRAINT "account_event_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreements" ADD CONSTRAINT "rcm_agreements_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreements" ADD CONSTRAINT "rcm_agreements_payer_slug_rcm_payers_slug_fk" FOREIGN KEY ("payer_slug") REFERENCES "public"."rcm_payers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_catalogue" ADD CONSTRAINT "rcm_catalogue_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_responsibles" ADD CONSTRAINT "rcm_responsibles_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_role_statuses" ADD CONSTRAINT "rcm_role_statuses_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_file_restrictions" ADD CONSTRAINT "support_file_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_configurations" ADD CONSTRAINT "view_configurations_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_change_logs" ADD CONSTRAINT "account_change_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_restricted_events" ADD CONSTRAINT "account_restricted_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_restricted_events" ADD CONSTRAINT "account_restricted_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_support_file_restrictions" ADD CONSTRAINT "account_support_file_restrictions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_support_file_restrictions" ADD CONSTRAINT "account_support_file_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_comments" ADD CONSTRAINT "audit_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_comments" ADD CONSTRAINT "audit_comments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_file_code_support_file_types_file_code_fk" FOREIGN KEY ("file_code") REFERENCES "public"."support_file_types"("file_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_settlement_actions" ADD CONSTRAINT "pre_settlement_actions_pre_settlement_id_pre_settlements_id_fk" FOREIGN KEY ("pre_settlement_id") REFERENCES "public"."pre_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_settlement_files" ADD CONSTRAINT "pre_settlement_files_pre_settlement_id_pre_settlements_id_fk" FOREIGN KEY ("pre_settlement_id") REFERENCES "public"."pre_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_settlement_files" ADD CONSTRAINT "pre_settlement_files_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_settlement_invoices" ADD CONSTRAINT "pre_settlement_invoices_pre_settlement_id_pre_settlements_id_fk" FOREIGN KEY ("pre_settlement_id") REFERENCES "public"."pre_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_settlement_invoices" ADD CONSTRAINT "pre_settlement_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreement_configurations" ADD CONSTRAINT "rcm_agreement_configurations_provider_slug_agreement_code_rcm_agreements_provider_slug_agreement_code_fk" FOREIGN KEY ("provider_slug","agreement_code") REFERENCES "public"."rcm_agreements"("provider_slug","agreement_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreement_services" ADD CONSTRAINT "rcm_agreement_services_provider_slug_agreement_code_rcm_agreements_provider_slug_agreement_code_fk" FOREIGN KEY ("provider_slug","agreement_code") REFERENCES "public"."rcm_agreements"("provider_slug","agreement_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_audit_configurations" ADD CONSTRAINT "rcm_audit_configurations_provider_slug_agreement_code_rcm_agreements_provider_slug_agreement_code_fk" FOREIGN KEY ("provider_slug","agreement_code") REFERENCES "public"."rcm_agreements"("provider_slug","agreement_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreement_products" ADD CONSTRAINT "rcm_agreement_products_provider_payer_service_id_rcm_agreement_services_id_fk" FOREIGN KEY ("provider_payer_service_id") REFERENCES "public"."rcm_agreement_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_agreement_products" ADD CONSTRAINT "rcm_agreement_products_provider_slug_agreement_code_rcm_agreements_provider_slug_agreement_code_fk" FOREIGN KEY ("provider_slug","agreement_code") REFERENCES "public"."rcm_agreements"("provider_slug","agreement_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_product_support_documents" ADD CONSTRAINT "rcm_product_support_documents_provider_payer_product_id_rcm_agreement_products_id_fk" FOREIGN KEY ("provider_payer_product_id") REFERENCES "public"."rcm_agreement_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_product_support_documents" ADD CONSTRAINT "rcm_product_support_documents_provider_payer_service_id_rcm_agreement_services_id_fk" FOREIGN KEY ("provider_payer_service_id") REFERENCES "public"."rcm_agreement_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_product_support_documents" ADD CONSTRAINT "rcm_product_support_documents_file_code_support_file_types_file_code_fk" FOREIGN KEY ("file_code") REFERENCES "public"."support_file_types"("file_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_service_support_documents" ADD CONSTRAINT "rcm_service_support_documents_provider_payer_service_id_rcm_agreement_services_id_fk" FOREIGN KEY ("provider_payer_service_id") REFERENCES "public"."rcm_agreement_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_service_support_documents" ADD CONSTRAINT "rcm_service_support_documents_file_code_support_file_types_file_code_fk" FOREIGN KEY ("file_code") REFERENCES "public"."support_file_types"("file_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_service_support_documents" ADD CONSTRAINT "rcm_service_support_documents_provider_slug_agreement_code_rcm_agreements_provider_slug_agreement_code_fk" FOREIGN KEY ("provider_slug","agreement_code") REFERENCES "public"."rcm_agreements"("provider_slug","agreement_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcm_provider_products" ADD CONSTRAINT "rcm_provider_products_provider_slug_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glosa_comments" ADD CONSTRAINT "glosa_comments_glosa_id_glosas_id_fk" FOREIGN KEY ("glosa_id") REFERENCES "public"."glosas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glosa_files" ADD CONSTRAINT "glosa_files_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glosas" ADD CONSTRAINT "glosas_file_id_glosa_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."glosa_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "br_sending_attempts" ADD CONSTRAINT "br_sending_attempts_record_id_br_sending_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."br_sending_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "br_sending_records" ADD CONSTRAINT "br_sending_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_comments" ADD CONSTRAINT "v2_authorization_comments_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_files" ADD CONSTRAINT "v2_authorization_files_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_status_changes" ADD CONSTRAINT "v2_authorization_status_changes_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_additional_products" ADD CONSTRAINT "v2_additional_products_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_request_files" ADD CONSTRAINT "v2_authorization_request_files_request_id_v2_authorization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."v2_authorization_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_request_files" ADD CONSTRAINT "v2_authorization_request_files_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_request_items" ADD CONSTRAINT "v2_authorization_request_items_request_id_v2_authorization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."v2_authorization_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_request_items" ADD CONSTRAINT "v2_authorization_request_items_authorization_id_v2_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."v2_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_requests" ADD CONSTRAINT "v2_authorization_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_family" ON "access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "outbox_to" ON "outbox" USING btree (lower("to_address"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_user" ON "outbox" USING btree ("user_id","id" DESC NULLS FIRST) WHERE "outbox"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user" ON "verification_codes" USING btree ("user_id","channel","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_provider_created" ON "claims" USING btree ("provider_slug","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_provider_kind_created" ON "jobs" USING btree ("provider_slug","kind","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "accounts_provider_status_created" ON "accounts" USING btree ("provider_slug","status","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_provider_created" ON "accounts" USING btree ("provider_slug","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_provider_amount" ON "accounts" USING btree ("provider_slug","invoice_amount","id");--> statement-breakpoint
CREATE INDEX "accounts_provider_invoice" ON "accounts" USING btree ("provider_slug","invoice_number","id");--> statement-breakpoint
CREATE INDEX "accounts_provider_payer" ON "accounts" USING btree ("provider_slug","payer_name","id");--> statement-breakpoint
CREATE INDEX "accounts_provider_patient" ON "accounts" USING btree ("provider_slug","patient_id","id");--> statement-breakpoint
CREATE INDEX "accounts_reassigned_from" ON "accounts" USING btree ("reassigned_account_id") WHERE "accounts"."reassigned_account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_parent_event" ON "accounts" USING btree ("parent_event_id") WHERE "accounts"."parent_event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_origin_event" ON "accounts" USING btree ("origin_event_id");--> statement-breakpoint
CREATE INDEX "accounts_origin_invoice_group" ON "accounts" USING btree ("provider_slug","origin_invoice_group_id") WHERE "accounts"."origin_invoice_group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "charges_account" ON "charges" USING btree ("account_id","line_number");--> statement-breakpoint
CREATE INDEX "account_change_logs_account" ON "account_change_logs" USING btree ("account_id","changed_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "audit_comments_account" ON "audit_comments" USING btree ("account_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name" ON "saved_views" USING btree ("user_id","resource",lower("name"));--> statement-breakpoint
CREATE INDEX "support_files_account" ON "support_files" USING btree ("account_id","support_level","created_at","id");--> statement-breakpoint
CREATE INDEX "support_files_charge" ON "support_files" USING btree ("charge_id") WHERE "support_files"."charge_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pre_settlement_actions_owner" ON "pre_settlement_actions" USING btree ("pre_settlement_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "pre_settlement_files_owner" ON "pre_settlement_files" USING btree ("pre_settlement_id","name","id");--> statement-breakpoint
CREATE INDEX "pre_settlement_invoices_account" ON "pre_settlement_invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pre_settlements_provider_created" ON "pre_settlements" USING btree ("provider_slug","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "pre_settlements_provider_status" ON "pre_settlements" USING btree ("provider_slug","status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "pre_settlements_agreements" ON "pre_settlements" USING gin ("agreement_codes");--> statement-breakpoint
CREATE INDEX "rcm_audit_configurations_agreement" ON "rcm_audit_configurations" USING btree ("provider_slug","agreement_code");--> statement-breakpoint
CREATE INDEX "rcm_product_support_documents_keyset" ON "rcm_product_support_documents" USING btree ("provider_slug","agreement_code","product_code","file_code","id");--> statement-breakpoint
CREATE INDEX "rcm_service_support_documents_service" ON "rcm_service_support_documents" USING btree ("provider_payer_service_id");--> statement-breakpoint
CREATE INDEX "rcm_provider_products_order" ON "rcm_provider_products" USING btree ("provider_slug","configured","product_code");--> statement-breakpoint
CREATE INDEX "ai_validation_submissions_provider" ON "ai_validation_submissions" USING btree ("provider_slug","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "glosa_comments_glosa" ON "glosa_comments" USING btree ("glosa_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "glosa_files_reference" ON "glosa_files" USING btree ("provider_slug","file_reference_id");--> statement-breakpoint
CREATE INDEX "glosa_files_status" ON "glosa_files" USING btree ("provider_slug","status");--> statement-breakpoint
CREATE INDEX "glosas_list" ON "glosas" USING btree ("provider_slug","disabled","gloss_notification_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "glosas_file" ON "glosas" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "br_sending_attempts_record" ON "br_sending_attempts" USING btree ("record_id","attempt_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "br_sending_records_provider_sent" ON "br_sending_records" USING btree ("provider_slug","sent_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "br_sending_records_provider_status" ON "br_sending_records" USING btree ("provider_slug","account_status","sent_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "provider_keys_configuration_log_worker" ON "provider_keys_configuration_log" USING btree ("provider_slug","worker_slug","updated_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "v2_authorization_comments_authorization" ON "v2_authorization_comments" USING btree ("authorization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "v2_authorization_files_authorization" ON "v2_authorization_files" USING btree ("authorization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "v2_authorizations_code" ON "v2_authorizations" USING btree ("provider_slug","sponsor_slug","authorization_code");--> statement-breakpoint
CREATE INDEX "v2_authorizations_created" ON "v2_authorizations" USING btree ("provider_slug","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "v2_additional_products_authorization" ON "v2_additional_products" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "v2_authorization_request_files_request" ON "v2_authorization_request_files" USING btree ("request_id","authorization_id");