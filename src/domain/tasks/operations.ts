import { ZIdParams, ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZTrendQuery } from '../shared/trend-weeks';
import { ZCreateTaskRequest, ZListTasksQuery, ZTask, ZTaskList, ZUpdateTaskRequest } from './contract';
import {
  ZActivityList,
  ZActivityQuery,
  ZTaskStats,
  ZTaskTrends,
  ZTeamSettings,
  ZTeamWorkload,
  ZUpdateTeamSettings,
} from './insights-contract';

const tags = ['tasks'] as const;

/** Work tracking: the team's tasks (keyset list, one task, changes), the activity log and the dashboard. */
export const tasksOperations = {
  listTasks: defineOperation({
    method: 'GET',
    path: '/api/tasks',
    tags,
    summary: 'Görev listesi: arama, durum, öncelik, sorumlu, kapsam, sıralama; imleçle sayfa',
    query: ZListTasksQuery,
    response: ZTaskList,
  }),
  createTask: defineOperation({
    method: 'POST',
    path: '/api/tasks',
    tags,
    summary: 'Görev oluşturur',
    body: ZCreateTaskRequest,
    response: ZTask,
    status: 201,
  }),
  getStats: defineOperation({
    method: 'GET',
    path: '/api/tasks/stats',
    tags,
    summary: 'Görev dashboard rakamları',
    response: ZTaskStats,
  }),
  getTrends: defineOperation({
    method: 'GET',
    path: '/api/tasks/trends',
    tags,
    summary: 'Haftalık açılan/tamamlanan ve geciken görevler',
    query: ZTrendQuery,
    response: ZTaskTrends,
  }),
  listActivity: defineOperation({
    method: 'GET',
    path: '/api/tasks/activity',
    tags,
    summary: 'Etkinlik günlüğü, en yenisi önce; taskId ile tek görevin',
    query: ZActivityQuery,
    response: ZActivityList,
  }),
  getTask: defineOperation({
    method: 'GET',
    path: '/api/tasks/:id',
    tags,
    params: ZIdParams,
    response: ZTask,
  }),
  updateTask: defineOperation({
    method: 'PATCH',
    path: '/api/tasks/:id',
    tags,
    summary: 'Görevi değiştirir (yetkiye göre alanlar, durum geçişleri)',
    params: ZIdParams,
    body: ZUpdateTaskRequest,
    response: ZTask,
  }),
  deleteTask: defineOperation({
    method: 'DELETE',
    path: '/api/tasks/:id',
    tags,
    summary: 'Görevi siler',
    params: ZIdParams,
    response: ZOk,
  }),
};

const teamTags = ['team'] as const;

/**
 * 'Ekip Yoğunluğu' (server feature `team`): its schemas live beside the task insights they are
 * measured with, so its operations do too.
 */
export const teamOperations = {
  getWorkload: defineOperation({
    method: 'GET',
    path: '/api/team/workload',
    tags: teamTags,
    summary: 'Kişi başına iş yükü, haftalık kapasiteye göre',
    response: ZTeamWorkload,
  }),
  getSettings: defineOperation({
    method: 'GET',
    path: '/api/team/settings',
    tags: teamTags,
    summary: 'Ekip ayarları (haftalık kapasite)',
    response: ZTeamSettings,
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/team/settings',
    tags: teamTags,
    summary: 'Ekip ayarlarını değiştirir (yalnız Yönetici)',
    body: ZUpdateTeamSettings,
    response: ZTeamSettings,
  }),
};
