-- The dashboards keep their figures in the read cache (server/modules/dashboards/routes.ts): the
-- sales tables they count from, and the catalogue settings (the low-stock threshold), announce
-- every committed change as the product list's tables do (0006), so every instance drops them.
DO $$
DECLARE
  announced text;
BEGIN
  FOREACH announced IN ARRAY ARRAY['orders', 'order_lines', 'clients', 'sellers', 'catalogue_settings'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      announced || '_changed', announced
    );
  END LOOP;
END
$$;
