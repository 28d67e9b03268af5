/** The console's entry page until the sign-in screens and the shell are in place. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
      <div style={{ textAlign: 'center' }}>
        <h1 style={{ fontSize: 24, margin: 0 }}>一览人才服务</h1>
        <p style={{ fontSize: 16, color: '#606266' }}>信息化平台 · 后台管理系统</p>
      </div>
    </main>
  );
}
