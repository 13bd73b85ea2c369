CREATE TABLE "customer_list_rows" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"advisor_user_id" uuid,
	"last_key" text NOT NULL,
	"first_key" text NOT NULL,
	"search_text" text NOT NULL,
	"granted" boolean NOT NULL,
	"wealth_amount" numeric(16, 2),
	"available_liquidities" numeric(16, 2),
	"contracts_count" integer,
	"internal_contracts" integer,
	"risk_avg" numeric(7, 5),
	"favorite_portfolio_id" uuid,
	"favorite_name" text,
	"favorite_kind" text,
	"favorite_amount" numeric(16, 2),
	"favorite_key" text,
	"last_interaction_at" timestamp with time zone,
	"invitation_state" text,
	"invitation_rank" smallint
);
--> statement-breakpoint
CREATE TABLE "saver_summaries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wealth_amount" numeric(16, 2) NOT NULL,
	"available_liquidities" numeric(16, 2) NOT NULL,
	"contracts_count" integer NOT NULL,
	"internal_contracts" integer NOT NULL,
	"risk_avg" numeric(7, 5),
	"favorite_portfolio_id" uuid,
	"favorite_name" text,
	"favorite_kind" text,
	"favorite_amount" numeric(16, 2),
	"values_start" integer,
	"month_values" numeric[],
	"values_through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "risk_level" smallint;--> statement-breakpoint
ALTER TABLE "customer_list_rows" ADD CONSTRAINT "customer_list_rows_customer_id_advisory_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."advisory_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_summaries" ADD CONSTRAINT "saver_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_list_rows_firm_name_idx" ON "customer_list_rows" USING btree ("firm_id","last_key","first_key","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_advisor_name_idx" ON "customer_list_rows" USING btree ("advisor_user_id","last_key","first_key","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_wealth_asc_idx" ON "customer_list_rows" USING btree ("firm_id","wealth_amount","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_wealth_desc_idx" ON "customer_list_rows" USING btree ("firm_id","wealth_amount" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_liquidities_asc_idx" ON "customer_list_rows" USING btree ("firm_id","available_liquidities","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_liquidities_desc_idx" ON "customer_list_rows" USING btree ("firm_id","available_liquidities" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_contracts_asc_idx" ON "customer_list_rows" USING btree ("firm_id","contracts_count","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_contracts_desc_idx" ON "customer_list_rows" USING btree ("firm_id","contracts_count" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_internal_asc_idx" ON "customer_list_rows" USING btree ("firm_id","internal_contracts","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_internal_desc_idx" ON "customer_list_rows" USING btree ("firm_id","internal_contracts" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_risk_asc_idx" ON "customer_list_rows" USING btree ("firm_id","risk_avg","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_risk_desc_idx" ON "customer_list_rows" USING btree ("firm_id","risk_avg" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_favorite_asc_idx" ON "customer_list_rows" USING btree ("firm_id","favorite_key","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_favorite_desc_idx" ON "customer_list_rows" USING btree ("firm_id","favorite_key" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_interaction_asc_idx" ON "customer_list_rows" USING btree ("firm_id","last_interaction_at","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_interaction_desc_idx" ON "customer_list_rows" USING btree ("firm_id","last_interaction_at" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_invitation_asc_idx" ON "customer_list_rows" USING btree ("firm_id","invitation_rank","customer_id");--> statement-breakpoint
CREATE INDEX "customer_list_rows_invitation_desc_idx" ON "customer_list_rows" USING btree ("firm_id","invitation_rank" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "saver_summaries_wealth_idx" ON "saver_summaries" USING btree ("wealth_amount");--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_risk_level_range" CHECK ("portfolios"."risk_level" IS NULL OR "portfolios"."risk_level" BETWEEN 0 AND 5);--> statement-breakpoint
-- A name or address in its search form: lower case, French accents removed (GET /customers `q` and sorting).
CREATE FUNCTION patrimo_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(value), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')
$$;--> statement-breakpoint
-- A month's number (year × 12 + month − 1) and the last day of the month of a number: the saver summaries' series.
CREATE FUNCTION patrimo_month_number(day date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (extract(year FROM day)::int * 12 + extract(month FROM day)::int - 1)
$$;--> statement-breakpoint
CREATE FUNCTION patrimo_month_end(month integer) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (make_date(month / 12, month % 12 + 1, 1) + interval '1 month' - interval '1 day')::date
$$;--> statement-breakpoint
-- The saver summaries of `users` (api/src/advisory/README.md): recomputed whole, one row per saver holding a contract.
CREATE FUNCTION patrimo_refresh_saver_summaries(p_users uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saver_summaries WHERE user_id = ANY(p_users);
  INSERT INTO saver_summaries (user_id, wealth_amount, available_liquidities, contracts_count, internal_contracts, risk_avg,
                               favorite_portfolio_id, favorite_name, favorite_kind, favorite_amount, updated_at)
  SELECT u.id,
         coalesce(sum(p.amount), 0),
         coalesce(sum(p.amount) FILTER (WHERE p.kind IN ('checking', 'card', 'deposit')
                                        OR (p.kind = 'savings' AND coalesce(p.kind_detail, '') NOT IN ('pel', 'pep', 'provident_insurance'))), 0),
         count(*)::int,
         (count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM bank_accounts ba
            JOIN catalogue_products cp ON cp.bank_id = ba.bank_id AND cp.kind = p.kind AND cp.published_at IS NOT NULL
            JOIN advisor_memberships m ON m.user_id = cp.published_by_user_id
            JOIN advisory_customers ac ON ac.firm_id = m.firm_id AND ac.user_id = p.user_id
            WHERE ba.id = p.account_id)))::int,
         round(sum(p.amount * r.level) FILTER (WHERE r.level IS NOT NULL AND p.type = 'asset' AND p.amount > 0)
               / nullif(sum(p.amount) FILTER (WHERE r.level IS NOT NULL AND p.type = 'asset' AND p.amount > 0), 0), 5),
         f.id, f.name, f.kind, f.amount, now()
  FROM users u
  JOIN portfolios p ON p.user_id = u.id AND p.status = 'active'
  CROSS JOIN LATERAL (SELECT CASE WHEN p.kind IN ('checking', 'card', 'deposit', 'savings') THEN 0 ELSE p.risk_level END AS level) r
  LEFT JOIN LATERAL (
    SELECT fp.id, fp.name, fp.kind, fp.amount FROM portfolios fp
    WHERE fp.user_id = u.id AND fp.status = 'active' AND fp.type = 'asset' AND fp.amount > 0
    ORDER BY fp.amount DESC, fp.id LIMIT 1
  ) f ON true
  WHERE u.id = ANY(p_users)
  GROUP BY u.id, f.id, f.name, f.kind, f.amount;
  -- The month-end series: for each month from the first value's to the last's, the sum of the active contracts'
  -- last value on or before its last day (one index lookup per contract and month).
  UPDATE saver_summaries s SET values_start = b.first_month, values_through = b.through,
         month_values = ARRAY(
           SELECT coalesce(sum(lv.value), 0)
           FROM generate_series(b.first_month, b.last_month) m
           CROSS JOIN portfolios p
           LEFT JOIN LATERAL (SELECT pv.value FROM portfolio_values pv WHERE pv.portfolio_id = p.id AND pv.date <= patrimo_month_end(m)
                              ORDER BY pv.date DESC LIMIT 1) lv ON true
           WHERE p.user_id = b.user_id AND p.status = 'active'
           GROUP BY m ORDER BY m)
  FROM (
    SELECT p.user_id, patrimo_month_number(min(e.first)) AS first_month, patrimo_month_number(max(e.last)) AS last_month, max(e.last) AS through
    FROM portfolios p
    CROSS JOIN LATERAL (SELECT min(pv.date) AS first, max(pv.date) AS last FROM portfolio_values pv WHERE pv.portfolio_id = p.id) e
    WHERE p.user_id = ANY(p_users) AND p.status = 'active'
    GROUP BY p.user_id
    HAVING max(e.last) IS NOT NULL
  ) b
  WHERE s.user_id = b.user_id;
  PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT id FROM advisory_customers WHERE user_id = ANY(p_users)));
END
$$;--> statement-breakpoint
-- The list rows of `customers` (api/src/advisory/README.md): scope, search keys, the saver summary's figures when
-- access is granted, the latest interaction and invitation.
CREATE FUNCTION patrimo_refresh_customer_rows(p_customers uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_list_rows WHERE customer_id = ANY(p_customers);
  INSERT INTO customer_list_rows (customer_id, firm_id, advisor_user_id, last_key, first_key, search_text, granted,
                                  wealth_amount, available_liquidities, contracts_count, internal_contracts, risk_avg,
                                  favorite_portfolio_id, favorite_name, favorite_kind, favorite_amount, favorite_key,
                                  last_interaction_at, invitation_state, invitation_rank)
  SELECT c.id, c.firm_id, c.advisor_user_id, patrimo_fold(c.last_name), patrimo_fold(c.first_name),
         patrimo_fold(c.first_name || ' ' || c.last_name || '|' || c.last_name || ' ' || c.first_name || '|' || coalesce(c.email, '') || '|' || coalesce(c.client_id, '')),
         g.granted,
         CASE WHEN g.granted THEN coalesce(s.wealth_amount, 0) END,
         CASE WHEN g.granted THEN coalesce(s.available_liquidities, 0) END,
         CASE WHEN g.granted THEN coalesce(s.contracts_count, 0) END,
         CASE WHEN g.granted THEN coalesce(s.internal_contracts, 0) END,
         CASE WHEN g.granted THEN s.risk_avg END,
         CASE WHEN g.granted THEN s.favorite_portfolio_id END,
         CASE WHEN g.granted THEN s.favorite_name END,
         CASE WHEN g.granted THEN s.favorite_kind END,
         CASE WHEN g.granted THEN s.favorite_amount END,
         CASE WHEN g.granted THEN patrimo_fold(s.favorite_name) END,
         (SELECT max(e.occurred_at) FROM customer_events e WHERE e.customer_id = c.id),
         i.state,
         CASE i.state WHEN 'sent' THEN 1 WHEN 'read' THEN 2 WHEN 'accepted' THEN 3 WHEN 'canceled' THEN 4 END
  FROM advisory_customers c
  CROSS JOIN LATERAL (SELECT (c.user_id IS NOT NULL AND c.access_granted_at IS NOT NULL AND c.access_withdrawn_at IS NULL) AS granted) g
  LEFT JOIN saver_summaries s ON s.user_id = c.user_id
  LEFT JOIN LATERAL (
    SELECT inv.state FROM invitations inv WHERE inv.customer_id = c.id
    ORDER BY inv.invited_at DESC, inv.created_at DESC, inv.id DESC LIMIT 1
  ) i ON true
  WHERE c.id = ANY(p_customers);
END
$$;--> statement-breakpoint
CREATE FUNCTION patrimo_portfolios_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER portfolios_summaries_insert AFTER INSERT ON portfolios REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_portfolios_summaries();--> statement-breakpoint
CREATE TRIGGER portfolios_summaries_update AFTER UPDATE ON portfolios REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_portfolios_summaries();--> statement-breakpoint
CREATE TRIGGER portfolios_summaries_delete AFTER DELETE ON portfolios REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_portfolios_summaries();--> statement-breakpoint
-- A customer record created or changed: its list row; linked to a saver's account or moved to another firm: the
-- saver's summary too (internal contracts depend on the firm).
CREATE FUNCTION patrimo_customers_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT user_id FROM new_rows WHERE user_id IS NOT NULL));
    PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT id FROM new_rows));
    PERFORM patrimo_refresh_saver_summaries(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.user_id IS NOT NULL AND (n.user_id IS DISTINCT FROM o.user_id OR n.firm_id <> o.firm_id)
      UNION
      SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.user_id IS NOT NULL AND (n.user_id IS DISTINCT FROM o.user_id OR n.firm_id <> o.firm_id)));
  ELSE
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT user_id FROM old_rows WHERE user_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER advisory_customers_summaries_insert AFTER INSERT ON advisory_customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_customers_summaries();--> statement-breakpoint
CREATE TRIGGER advisory_customers_summaries_update AFTER UPDATE ON advisory_customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_customers_summaries();--> statement-breakpoint
CREATE TRIGGER advisory_customers_summaries_delete AFTER DELETE ON advisory_customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_customers_summaries();--> statement-breakpoint
CREATE FUNCTION patrimo_activity_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT DISTINCT customer_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows));
  ELSE
    PERFORM patrimo_refresh_customer_rows(ARRAY(SELECT DISTINCT customer_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customer_events_activity_insert AFTER INSERT ON customer_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
CREATE TRIGGER customer_events_activity_update AFTER UPDATE ON customer_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
CREATE TRIGGER customer_events_activity_delete AFTER DELETE ON customer_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
CREATE TRIGGER invitations_activity_insert AFTER INSERT ON invitations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
CREATE TRIGGER invitations_activity_update AFTER UPDATE ON invitations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
CREATE TRIGGER invitations_activity_delete AFTER DELETE ON invitations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_activity_of_rows();--> statement-breakpoint
-- A firm's published catalogue product changes which of its customers' contracts are internal.
CREATE FUNCTION patrimo_catalogue_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patrimo_refresh_saver_summaries(ARRAY(
    SELECT ac.user_id FROM advisory_customers ac JOIN advisor_memberships m ON m.firm_id = ac.firm_id
    WHERE ac.user_id IS NOT NULL AND m.user_id IN (
      SELECT published_by_user_id FROM new_rows WHERE published_at IS NOT NULL
      UNION SELECT published_by_user_id FROM old_rows WHERE published_at IS NOT NULL)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION patrimo_catalogue_summaries_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patrimo_refresh_saver_summaries(ARRAY(
    SELECT ac.user_id FROM advisory_customers ac JOIN advisor_memberships m ON m.firm_id = ac.firm_id
    WHERE ac.user_id IS NOT NULL AND m.user_id IN (SELECT published_by_user_id FROM new_rows WHERE published_at IS NOT NULL)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION patrimo_catalogue_summaries_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patrimo_refresh_saver_summaries(ARRAY(
    SELECT ac.user_id FROM advisory_customers ac JOIN advisor_memberships m ON m.firm_id = ac.firm_id
    WHERE ac.user_id IS NOT NULL AND m.user_id IN (SELECT published_by_user_id FROM old_rows WHERE published_at IS NOT NULL)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalogue_products_summaries_insert AFTER INSERT ON catalogue_products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_catalogue_summaries_insert();--> statement-breakpoint
CREATE TRIGGER catalogue_products_summaries_update AFTER UPDATE ON catalogue_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_catalogue_summaries();--> statement-breakpoint
CREATE TRIGGER catalogue_products_summaries_delete AFTER DELETE ON catalogue_products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_catalogue_summaries_delete();--> statement-breakpoint
-- A contract's values change its saver's month-end series.
CREATE FUNCTION patrimo_values_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT p.user_id FROM portfolios p WHERE p.id IN (SELECT portfolio_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT p.user_id FROM portfolios p
      WHERE p.id IN (SELECT portfolio_id FROM new_rows UNION SELECT portfolio_id FROM old_rows)));
  ELSE
    -- A contract's deletion cascades here with the contract already gone: its own trigger refreshes the saver.
    PERFORM patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT p.user_id FROM portfolios p WHERE p.id IN (SELECT portfolio_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER portfolio_values_summaries_insert AFTER INSERT ON portfolio_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_values_summaries();--> statement-breakpoint
CREATE TRIGGER portfolio_values_summaries_update AFTER UPDATE ON portfolio_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_values_summaries();--> statement-breakpoint
CREATE TRIGGER portfolio_values_summaries_delete AFTER DELETE ON portfolio_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patrimo_values_summaries();--> statement-breakpoint
-- Backfill: every saver holding a contract, every customer record.
SELECT patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT user_id FROM portfolios));--> statement-breakpoint
SELECT patrimo_refresh_customer_rows(ARRAY(SELECT id FROM advisory_customers));
