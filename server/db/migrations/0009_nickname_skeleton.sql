ALTER TABLE "members" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_skeleton_key" ON "members" USING btree ("nickname_skeleton");