import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../paths';

/**
 * Goes back one page, or to the landing page when this page opened the visit (a bookmark or a
 * typed address): going back would otherwise leave the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(paths.home);
    else void navigate(-1);
  }, [key, navigate]);
}
