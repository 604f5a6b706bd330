ALTER TABLE "claim_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;