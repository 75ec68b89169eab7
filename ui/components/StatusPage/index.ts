export { StatusPage, statusPageElements, type StatusPageProps, type StatusPageElement } from './StatusPage';
