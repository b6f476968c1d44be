import { defineOperation } from '../shared/operation';
import { ZHealth } from './contract';

export const healthOperations = {
  /** Public: load balancers and the connection widget ask it without a session. */
  getHealth: defineOperation({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    summary: 'Veritabanı gecikmesi ve bu sunucunun canlı bağlantıları',
    response: ZHealth,
    public: true,
  }),
};
