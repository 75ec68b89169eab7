export { EmbeddedFrame, type EmbeddedFrameProps } from './EmbeddedFrame';
