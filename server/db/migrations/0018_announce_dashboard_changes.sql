-- The analytics dashboard and the user's own dashboard keep their figures in the read cache
-- (server/modules/dashboards/routes.ts) as the ecommerce and CRM ones do (0016): the tables they
-- count from beyond those already announced (product status moves, launches and their teams,
-- performance reviews) announce every committed change too, so every instance drops them.
DO $$
DECLARE
  announced text;
BEGIN
  FOREACH announced IN ARRAY ARRAY['product_status_history', 'product_launches', 'launch_team_members', 'performance_reviews'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      announced || '_changed', announced
    );
  END LOOP;
END
$$;
