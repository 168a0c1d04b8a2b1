import { createApp } from 'vue';
import 'domino-table';
import type {} from 'domino-table/vue';
import App from './App.vue';

createApp(App).mount('#app');
