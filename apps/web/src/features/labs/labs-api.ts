// The labs pages read the shared labs resource (apps/web/src/api/labs); nothing is fetched here.
export { labNetworkQuery } from '../../api/labs/lab-network';
export { labDetailQuery } from '../../api/labs/lab-detail';
export { usePartnershipRequest } from '../../api/labs/request-partnership';
