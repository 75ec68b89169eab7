export {
  FileUpload,
  fileUploadStatuses,
  type FileUploadProps,
  type FileUploadFile,
  type FileUploadStatus,
} from './FileUpload';
export {
  checkFile,
  matchesAccept,
  formatFileSize,
  fileRejectionReasons,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
} from './fileChecks';
