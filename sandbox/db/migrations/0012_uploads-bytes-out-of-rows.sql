ALTER TABLE "v2_authorization_request_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "claims_desk_authorization_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "settlement_files" DROP COLUMN "content";