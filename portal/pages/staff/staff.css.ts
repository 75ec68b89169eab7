import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.body,
});

export const main = style({
  paddingBlock: vars.space.xlarge,
});

/** The inline preview of a document: as wide as the column, tall enough to read a page. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
});

export const previewFrame = style([preview, { height: '70vh', minHeight: '320px' }]);

export const previewImage = style([preview, { height: 'auto', objectFit: 'contain' }]);

/** Long values (e-mail addresses, file names) break instead of widening the page on phones. */
export const breakable = style({ overflowWrap: 'anywhere' });
