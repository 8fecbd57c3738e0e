CREATE INDEX "users_date_joined_id_idx" ON "users" USING btree ("date_joined","id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");