-- Hand-written (drizzle-kit cannot express triggers). Each server instance caches principals,
-- which now depend on two more things: whether the user's organisation is active, and the
-- organisation a user who manages organisations works in. Their changes are announced like
-- the others (migration 0006), so every instance drops what it cached at once.
CREATE TRIGGER organizations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF email, role, id_organization, is_staff, is_superuser, team, brand, first_name, last_name, phone_number, birthday, department, is_active, date_joined, tokens_valid_after, working_organization ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
