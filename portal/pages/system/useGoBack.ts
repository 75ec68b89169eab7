import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';

/**
 * Goes back one page, like the browser's Back button. When this page opened the tab (nothing to go
 * back to), it goes to the landing page instead of doing nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // 'default' is the first location of this document: the previous entry, if any, is another
    // page load (maybe another site), which only the browser's history can return to.
    if (key !== 'default') void navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else void navigate(paths.home);
  }, [key, navigate]);
}
