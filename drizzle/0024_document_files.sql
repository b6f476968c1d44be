ALTER TABLE "audit_document_contents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_document_contents" ADD COLUMN "file_sha256" text;--> statement-breakpoint
CREATE INDEX "audit_document_contents_file_idx" ON "audit_document_contents" USING btree ("file_sha256") WHERE "audit_document_contents"."file_sha256" is not null;--> statement-breakpoint
ALTER TABLE "audit_document_contents" ADD CONSTRAINT "audit_document_contents_one_place" CHECK (("audit_document_contents"."content" is null) <> ("audit_document_contents"."file_sha256" is null));