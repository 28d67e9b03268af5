-- 查看完整个人信息 (personal-data): the permission to read other people's phones and e-mails in full.
-- A fresh install seeds its menu from the page list at the first start; an install that has the page
-- list's menus already gets it here, with the grant of the super admin role (which holds every
-- permission by rule: the grant makes it visible in 角色管理 too).
INSERT INTO menus (parent_id, app_id, name, title, url, icon, type, perm_types, sort, hidden, builtin_key)
  SELECT NULL, 'platform', 'personal-data', '查看完整个人信息', '/personal-data', '', 'button', ARRAY['view'], 4, true, '/personal-data'
  WHERE EXISTS (SELECT 1 FROM menus WHERE builtin_key = '/sys')
    AND NOT EXISTS (SELECT 1 FROM menus WHERE builtin_key = '/personal-data');
--> statement-breakpoint
INSERT INTO role_menus (role_id, menu_id, perm_types)
  SELECT roles.id, menus.id, ARRAY['view'] FROM roles, menus
  WHERE roles.code = 'admin' AND menus.builtin_key = '/personal-data'
  ON CONFLICT (role_id, menu_id) DO NOTHING;
