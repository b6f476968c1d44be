/** The six demo accounts of DESIGN.md (demo mode only). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', role: 'Yönetici', fullName: 'Ahmet Yılmaz', department: 'IT', position: 'Sistem Yöneticisi', email: 'admin@kalite.local' },
  { username: 'kalip', password: 'kalip123', role: 'Kalıp Mühendisi', fullName: 'Mehmet Demir', department: 'Mühendislik', position: 'Kalıp Mühendisi', email: 'kalip@kalite.local' },
  { username: 'bakim', password: 'bakim123', role: 'Bakım Teknisyeni', fullName: 'Ali Kaya', department: 'Bakım', position: 'Bakım Teknisyeni', email: 'bakim@kalite.local' },
  { username: 'kalite', password: 'kalite123', role: 'Kalite Mühendisi', fullName: 'Ayşe Çelik', department: 'Kalite', position: 'Kalite Mühendisi', email: 'kalite@kalite.local' },
  { username: 'egitim', password: 'egitim123', role: 'Eğitim Sorumlusu', fullName: 'Zeynep Şahin', department: 'İnsan Kaynakları', position: 'Eğitim Sorumlusu', email: 'egitim@kalite.local' },
  { username: 'proses', password: 'proses123', role: 'Proses Mühendisi', fullName: 'Emre Öztürk', department: 'Üretim', position: 'Proses Mühendisi', email: 'proses@kalite.local' },
] as const;
