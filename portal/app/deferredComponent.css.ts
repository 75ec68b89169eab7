import { style } from '@vanilla-extract/css';

/** The element that marks a deferred part takes no box of its own: its content lays out as before. */
export const region = style({ display: 'contents' });
