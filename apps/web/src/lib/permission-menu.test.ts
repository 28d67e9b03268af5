import { describe, expect, it } from 'vitest';
import type { NavItem } from '@console/contract/menu';
import { hasPermType, rolesFromMenu } from './permission-menu.ts';

const nav = (name: string, url: string, permTypes: NavItem['permTypes'], list: NavItem[] = []): NavItem => ({
  id: 0, name, title: name, url, icon: '', type: list.length ? 'directory' : 'page', hidden: false, permTypes, list,
});

describe('the permission menu', () => {
  it('derives roles from the permission menu', () => {
    const menu = [nav('sys-manage', '/sys', [], [nav('user-manage', '/sys/user-manage', ['view']), nav('open-manage', '/sys/open-manage', [], [nav('isv-manage', '/x', ['view'])])])];
    expect(rolesFromMenu(menu).sort()).toEqual(['isv-manage', 'open-manage', 'sys-manage', 'user-manage']);
  });

  it('tells whether a permission type exists for a page url', () => {
    const menu = [nav('sys-manage', '/sys', [], [nav('user-manage', '/sys/user-manage', ['view', 'edit'])])];
    expect(hasPermType(menu, '/sys/user-manage', 'edit')).toBe(true);
    expect(hasPermType(menu, '/sys/user-manage', 'delete')).toBe(false);
    expect(hasPermType(menu, '/sys/role-manage', 'view')).toBe(false);
  });
});
