ALTER TABLE "v2_authorization_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "v2_authorization_files" ADD CONSTRAINT "v2_authorization_files_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "v2_authorization_files" DROP COLUMN "content";