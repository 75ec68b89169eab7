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
      value={theme}
      onValueChange={setTheme}
      toDarkLabel={intl.formatMessage(controlMessages.toDarkTheme)}
      toLightLabel={intl.formatMessage(controlMessages.toLightTheme)}
    />
  );
}
