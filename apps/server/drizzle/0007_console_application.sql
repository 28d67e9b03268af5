-- The console is itself an application: a fresh install lists it in a default category, granted to administrators.
INSERT INTO "product_categories" ("name", "sort", "remark")
SELECT '平台应用', 0, '平台自带的应用'
WHERE NOT EXISTS (SELECT 1 FROM "product_categories" WHERE lower("name") = lower('平台应用'));
--> statement-breakpoint
INSERT INTO "products" ("app_id", "product_name", "category_id", "icon", "sort", "description")
SELECT 'platform', '信息化平台', (SELECT "id" FROM "product_categories" WHERE lower("name") = lower('平台应用')), 'setting', 0, '一览人才服务信息化平台的后台管理系统'
WHERE NOT EXISTS (SELECT 1 FROM "products" WHERE lower("app_id") = 'platform');
--> statement-breakpoint
INSERT INTO "roles" ("code", "name") VALUES ('admin', '超级管理员') ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_products" ("role_id", "product_id")
SELECT r."id", p."id" FROM "roles" r, "products" p WHERE r."code" = 'admin' AND lower(p."app_id") = 'platform'
ON CONFLICT DO NOTHING;
