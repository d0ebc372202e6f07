let token = 'demo-token';
const getToken = () => token;
const setToken = (value) => {
  token = value;
};
const sessionEnds = [];
const onSessionEnded = () => sessionEnds.push(Date.now());

const api = axios.create({ baseURL: '/api' });

api.interceptors.request.use((config) => {
  const current = getToken();
  if (current !== null) config.headers.Authorization = `Bearer ${current}`;
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error) => {
    if (error.response?.status === 401) onSessionEnded();
    return Promise.reject(error);
  },
);

async function loadProfile() {
  const response = await api.get('/profile');
  return response.data;
}

document.getElementById('load').addEventListener('click', async () => {
  try {
    const profile = await loadProfile();
    document.getElementById('profile').textContent = `Hello, ${profile.name}!`;
  } catch {
    document.getElementById('profile').textContent = 'Please log in again.';
  }
});
