/**
 * Line breaking for Chinese (`<html lang="zh">`, set by LocaleProvider).
 *
 * Han text may break between any two characters, so a heading would split a word ("获|得")
 * wherever its line happens to end. Headings break only at spaces, punctuation and the zero-width
 * spaces the zh translations put between the phrases of long titles; a phrase longer than the
 * line still wraps rather than overflow. Running text avoids a last line of one or two characters,
 * and `strict` keeps closing punctuation and small marks off the start of a line.
 */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html:lang(zh)', {
  lineBreak: 'strict',
  textWrapStyle: 'pretty',
});

globalStyle('html:lang(zh) :is(h1, h2, h3, h4)', {
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
});
