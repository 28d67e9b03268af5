import type { CSSProperties, MouseEvent } from 'react';
import { Checkbox, Flex, Tree, type TreeDataNode } from 'antd';
import { PERM_TYPES, type PermType } from '@console/contract';
import { type MenuTreeItem } from '@console/contract/menu';
import { RULE_FIELDS } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../crud/row-action.tsx';
import { useMenuTitle } from '../../components/route-title.ts';
import { grantMenu, revokeMenu, setPermType, type Grants, type MenuIndex } from './grants.ts';

const toTreeData = (items: readonly MenuTreeItem[]): TreeDataNode[] =>
  items.map((item) => ({ key: item.id, title: item.title, children: toTreeData(item.list) }));

const hasRuleFields = (page: string) => Object.hasOwn(RULE_FIELDS, page);

// Each type keeps its column, so a page offering only 查看 lines up with the others.
const PERM_COLUMNS: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(${PERM_TYPES.length}, 5em)` };

// A click on a node's title toggles its check; the controls inside the title must not.
const keepClickInside = (event: MouseEvent) => event.stopPropagation();

interface MenuTitleProps {
  menu: MenuTreeItem;
  /** The permission types granted; none when the menu is not granted. */
  perms: readonly PermType[] | undefined;
  /** The saved grant's id, which row rules belong to. */
  permId: number | undefined;
  onPermChange: (perm: PermType, on: boolean) => void;
  onDataScope: () => void;
  onRules: (permId: number) => void;
}

function MenuTitle({ menu, perms, permId, onPermChange, onDataScope, onRules }: MenuTitleProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const grantedPage = perms !== undefined && menu.type === 'page';
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <span>{menuTitle(menu)}</span>
      {menu.type !== 'directory' && (
        <Flex align="center" wrap onClick={keepClickInside}>
          {grantedPage && <RowAction label={t('roles.dataScope')} onClick={onDataScope} />}
          {grantedPage && hasRuleFields(menu.name) && (
            <RowAction
              label={t('roles.rules')}
              disabledReason={permId === undefined ? t('roles.rulesNeedSave') : undefined}
              onClick={() => onRules(permId!)}
            />
          )}
          <div style={PERM_COLUMNS}>
            {menu.permTypes.map((perm) => (
              <Checkbox
                key={perm}
                style={{ gridColumn: PERM_TYPES.indexOf(perm) + 1 }}
                checked={perms?.includes(perm) ?? false}
                onChange={(event) => onPermChange(perm, event.target.checked)}
              >
                {t(`permTypes.${perm}`)}
              </Checkbox>
            ))}
          </div>
        </Flex>
      )}
    </Flex>
  );
}

interface GrantTreeProps {
  tree: readonly MenuTreeItem[];
  index: MenuIndex;
  grants: Grants;
  permIds: ReadonlyMap<number, number>;
  onChange: (grants: Grants) => void;
  onDataScope: (menu: MenuTreeItem) => void;
  onRules: (menu: MenuTreeItem, permId: number) => void;
}

/** The menu tree, checked where the role holds a grant, with each page's permission types. */
export function GrantTree({ tree, index, grants, permIds, onChange, onDataScope, onRules }: GrantTreeProps) {
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      blockNode
      defaultExpandAll
      treeData={toTreeData(tree)}
      checkedKeys={{ checked: [...grants.keys()], halfChecked: [] }}
      onCheck={(_, { node, checked }) => {
        const menuId = Number(node.key);
        onChange(checked ? grantMenu(grants, index, menuId) : revokeMenu(grants, index, menuId));
      }}
      titleRender={(node) => {
        const menu = index.menus.get(Number(node.key))!;
        return (
          <MenuTitle
            menu={menu}
            perms={grants.get(menu.id)}
            permId={permIds.get(menu.id)}
            onPermChange={(perm, on) => onChange(setPermType(grants, index, menu.id, perm, on))}
            onDataScope={() => onDataScope(menu)}
            onRules={(permId) => onRules(menu, permId)}
          />
        );
      }}
    />
  );
}
