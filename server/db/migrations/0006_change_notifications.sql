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
-- The product list's tables, and those a principal (the caller's abilities) is read from.
DO $$
DECLARE
  announced text;
BEGIN
  FOREACH announced IN ARRAY ARRAY[
    'products', 'product_categories', 'product_images', 'catalogue_files', 'brands', 'categories',
    'product_types', 'product_statuses', 'security_roles', 'role_permissions', 'user_roles',
    'security_modules', 'security_operations', 'security_applications'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      announced || '_changed', announced
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- Users: what a principal or a page shows of them, not each sign-in's last_login or password.
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF email, role, id_organization, is_staff, is_superuser, team, brand, first_name, last_name, phone_number, birthday, department, is_active, date_joined, tokens_valid_after ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
