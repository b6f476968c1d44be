import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
// Registers how tasks and task_activity events update this feature's caches.
import './api/task-cache';
import { TaskDashboard } from './components/task-dashboard';
import { TaskTracker } from './components/task-tracker';
import { TeamWorkload } from './components/team-workload';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { TASK_VALIDATION } from './locales/validation';

addFeatureTranslations('tasks', tr, en);
registerValidationMessages('tasks', TASK_VALIDATION);

/** The 'work' mode (lazy chunk): 'İş Takip Listem', 'Dashboard', 'Ekip Yoğunluğu' ('Ayarlar' is the app's shared settings screen). */
export default function TasksMode({ tab }: { tab: string }) {
  if (tab === 'dashboard') return <TaskDashboard />;
  if (tab === 'team') return <TeamWorkload />;
  return <TaskTracker />;
}
