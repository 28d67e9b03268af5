import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '@console/contract';
import { useSession } from '../stores/session.store.ts';
import { Has, HasAny, HasRole } from './permission.tsx';

const page = (url: string, permTypes: NavItem['permTypes']): NavItem => ({
  id: 1, name: 'user-manage', title: '', url, icon: '', type: 'page', hidden: false, permTypes, list: [],
});

function renderAt(path: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

beforeEach(() => {
  useSession.setState({ roles: ['user-manage', 'editor'], permissionList: [page('/sys/user-manage', ['view', 'edit'])] });
});

describe('element permissions', () => {
  it('has shows its content only when every listed permission is granted on the current page', () => {
    renderAt('/sys/user-manage', (
      <>
        <Has perms="view,edit"><span>both</span></Has>
        <Has perms="view, delete"><span>not-all</span></Has>
      </>
    ));
    expect(screen.getByText('both')).toBeInTheDocument();
    expect(screen.queryByText('not-all')).not.toBeInTheDocument();
  });

  it('hasAny shows its content when at least one is granted', () => {
    renderAt('/sys/user-manage', (
      <>
        <HasAny perms="delete,edit"><span>one</span></HasAny>
        <HasAny perms="delete,add"><span>none</span></HasAny>
      </>
    ));
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });

  it('applies to the current page only', () => {
    renderAt('/sys/role-manage', <Has perms="view"><span>elsewhere</span></Has>);
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('hasRole checks the stored roles', () => {
    renderAt('/', (
      <>
        <HasRole role="editor"><span>editor</span></HasRole>
        <HasRole role="admin"><span>admin</span></HasRole>
      </>
    ));
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(screen.queryByText('admin')).not.toBeInTheDocument();
  });
});
