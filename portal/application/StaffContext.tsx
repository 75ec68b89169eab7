/**
 * Makes one StaffService available to the staff console. Without a provider the console uses
 * `defaultStaffService` (supabase-js); stories and tests wrap it in
 * `<StaffServiceProvider service={createMemoryStaffService(...)}>`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defaultStaffService } from './defaultStaffService';
import type { StaffService } from './StaffService';

const StaffServiceContext = createContext<StaffService>(defaultStaffService);

export function StaffServiceProvider({ service, children }: { service: StaffService; children: ReactNode }) {
  return <StaffServiceContext.Provider value={service}>{children}</StaffServiceContext.Provider>;
}

export function useStaffService(): StaffService {
  return useContext(StaffServiceContext);
}
