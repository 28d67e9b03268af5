import { useHas, useHasOnPage } from '../../components/permission.tsx';
import { useSession } from '../../stores/session.store.ts';

/**
 * What the user may do in 专题研讨. Moderators hold the hidden 管理专题 page: they close and pin topics,
 * and change or delete anyone's topics and replies; others change or delete only their own. Each
 * still needs the list page's 编辑 or 删除, as the server asks.
 */
export function useDiscussionAccess() {
  const moderates = useHasOnPage('thematicDiscussion-manage', 'view');
  const userId = useSession((state) => state.info?.admin_id);
  const granted = { add: useHas('add'), edit: useHas('edit'), delete: useHas('delete') };
  return {
    moderates,
    mayReply: granted.add,
    /** Whether the user may edit or delete what this author wrote (null: an account since deleted). */
    mayChange: (perm: 'edit' | 'delete', authorId: number | null) => granted[perm] && (moderates || (authorId !== null && authorId === userId)),
  };
}
