import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '@console/contract/menu';
import { useSession } from '../stores/session.store.ts';
import { useHas, useHasAny, useHasOnPage, useHasRole } from './permission.tsx';

const page = (url: string, permTypes: NavItem['permTypes']): NavItem => ({
  id: 1, name: 'user-manage', title: '', url, icon: '', type: 'page', hidden: false, permTypes, list: [],
});

/** Shows its text only when the check passes, as a page shows a button. */
const Shown = ({ when, text }: { when: boolean; text: string }) => (when ? <span>{text}</span> : null);
const Has = ({ perms, text }: { perms: string; text: string }) => <Shown when={useHas(perms)} text={text} />;
const HasAny = ({ perms, text }: { perms: string; text: string }) => <Shown when={useHasAny(perms)} text={text} />;
const HasRole = ({ role, text }: { role: string; text: string }) => <Shown when={useHasRole(role)} text={text} />;
const HasOnUsers = ({ perm, text }: { perm: 'view' | 'delete'; text: string }) => <Shown when={useHasOnPage('user-manage', perm)} text={text} />;

function renderAt(path: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

beforeEach(() => {
  useSession.setState({ roles: ['user-manage', 'editor'], permissionList: [page('/sys/user-manage', ['view', 'edit'])] });
});

describe('element permissions', () => {
  it('useHas passes only when every listed permission is granted on the current page', () => {
    renderAt('/sys/user-manage', (
      <>
        <Has perms="view,edit" text="both" />
        <Has perms="view, delete" text="not-all" />
      </>
    ));
    expect(screen.getByText('both')).toBeInTheDocument();
    expect(screen.queryByText('not-all')).not.toBeInTheDocument();
  });

  it('useHasAny passes when at least one is granted', () => {
    renderAt('/sys/user-manage', (
      <>
        <HasAny perms="delete,edit" text="one" />
        <HasAny perms="delete,add" text="none" />
      </>
    ));
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });

  it('applies to the current page only', () => {
    renderAt('/sys/role-manage', <Has perms="view" text="elsewhere" />);
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('useHasRole checks the stored roles', () => {
    renderAt('/', (
      <>
        <HasRole role="editor" text="editor" />
        <HasRole role="admin" text="admin" />
      </>
    ));
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(screen.queryByText('admin')).not.toBeInTheDocument();
  });

  it('useHasOnPage checks another page, wherever the user is, and passes for the admin role', () => {
    renderAt('/home', (
      <>
        <HasOnUsers perm="view" text="view" />
        <HasOnUsers perm="delete" text="delete" />
      </>
    ));
    expect(screen.getByText('view')).toBeInTheDocument();
    expect(screen.queryByText('delete')).not.toBeInTheDocument();

    act(() => useSession.setState({ roles: ['admin'] }));
    expect(screen.getByText('delete')).toBeInTheDocument();
  });
});
