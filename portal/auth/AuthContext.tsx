/**
 * Makes one AuthService available to the tree. The app passes the supabase-js service
 * (`defaultAuthService`); stories and tests pass `createMemoryAuthService(...)`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthService } from './AuthService';

const AuthContext = createContext<AuthService | null>(null);

export interface AuthProviderProps {
  /** The implementation every hook and page below uses. */
  service: AuthService;
  children: ReactNode;
}

export function AuthProvider({ service, children }: AuthProviderProps) {
  return <AuthContext.Provider value={service}>{children}</AuthContext.Provider>;
}

/** The AuthService of the nearest AuthProvider. */
export function useAuthService(): AuthService {
  const service = useContext(AuthContext);
  if (!service) throw new Error('useAuthService: wrap the tree in <AuthProvider service={…}>.');
  return service;
}
