-- Every committed change to a table that a server instance caches something from is announced on
-- the `data_changed` channel with the table's name (server/db/changeFeed.ts), so each instance
-- drops what it cached from it. NOTIFY is transactional: a rolled-back write announces nothing,
-- and one transaction announces each table once.
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_files_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_files FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_statuses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_statuses FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
-- Users: what a principal or a page shows of them, not each sign-in's last_login or password.
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF email, role, id_organization, is_staff, is_superuser, team, brand, first_name, last_name, phone_number, birthday, department, is_active, date_joined, tokens_valid_after ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER security_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON security_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER security_modules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON security_modules FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER security_operations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON security_operations FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER security_applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON security_applications FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
