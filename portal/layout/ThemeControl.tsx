import { useIntl } from 'react-intl';
import { ThemeToggle } from '../../ui';
import { useTheme } from '../theme/ThemeProvider';
import { controlMessages } from './messages';

/** The kit's theme toggle wired to the portal's saved theme. */
export function ThemeControl() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();
  return (
    <ThemeToggle
      theme={theme}
      onThemeChange={setTheme}
      labels={{
        toDark: intl.formatMessage(controlMessages.toDarkTheme),
        toLight: intl.formatMessage(controlMessages.toLightTheme),
      }}
    />
  );
}
