import { createContext, useContext, type ReactNode } from 'react';
import type { ClientConfig } from '@labwise/domain';

const ConfigContext = createContext<ClientConfig | null>(null);

export function ConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
